command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:25:33Z
finished_utc: 2026-12-06T02:25:42Z
elapsed_s: 9.5
load_before:  02:25:33 up 15:18,  0 user,  load average: 5.85, 4.44, 3.06
busiest_before: rustc(72.7%) rustc(40.7%) rustc(34.0%) kworker/1:2-eve(1.0%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj4.json
