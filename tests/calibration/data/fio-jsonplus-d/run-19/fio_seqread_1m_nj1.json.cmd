command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1300
started_utc: 2026-12-06T11:57:16Z
finished_utc: 2026-12-06T11:57:23Z
elapsed_s: 6.3
load_before:  11:57:16 up 33 min,  0 user,  load average: 1.64, 1.62, 1.50
busiest_before: kworker/1:2-dio(2.9%) kworker/1:1H-kb(1.0%) kworker/1:0-cgr(0.8%) process_api(0.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj1.json
