command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:29:45Z
finished_utc: 2026-12-06T02:29:54Z
elapsed_s: 9.5
load_before:  02:29:45 up 15:23,  0 user,  load average: 4.87, 4.89, 3.59
busiest_before: rustc(71.4%) rustc(40.8%) rustc(39.5%) calibrate_real(9.8%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj1.json
